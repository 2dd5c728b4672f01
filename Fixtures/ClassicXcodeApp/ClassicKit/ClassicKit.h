#import <Foundation/Foundation.h>

FOUNDATION_EXPORT double ClassicKitVersionNumber;
