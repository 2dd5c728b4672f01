#import <Foundation/Foundation.h>

NSString *LegacyGreeting(void);
