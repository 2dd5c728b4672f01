import Foundation; import Dispatch
import
    Foundation
public import Swift
@testable
import XCTest
import os.log

let `import` = 1
func call(import value: Int) -> Int { value }
let x = call(import: `import`)

enum `Type` { case a }
final class Cache<Key: Hashable, Value> where Key: Sendable {}
typealias Completion = (Result<Int, Error>) -> Void
func multiLine(
    import value: Int,
    other: Int
) -> Int { value + other }
