#!/usr/bin/env swift
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit) || os(Linux) // platform fallback
import Foundation
#else
import NoSuchFramework
#endif

#if DEBUG
    #if canImport(XCTest)
    import XCTest
    #endif
#else
    @_implementationOnly import Dispatch
#endif

#if swift(>=5.9) && !os(Windows)
import struct Foundation.Data
import class Foundation.NSObject
import func Foundation.exp
#endif

#if compiler(<5.0)
import AncientModule
#endif
