#import "LegacyBridge.h"

NSString *LegacyGreeting(void) { return @"Hello"; }
