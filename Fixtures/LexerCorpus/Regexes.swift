import Foundation

let extended = #/import\s+(?<name>\w+) "quoted"/#
let multiLineExtended = #/
    import \s+ Decoy   # a comment inside an extended regex
    "quote
/#
let bare = /import "Bare/
let division = 10 / 2 / 1
let spaced = (4 / 2)
let mixed = [1, 2].map { $0 / 2 }
func matches(_ text: String) -> Bool {
    text.contains(/import/)
}
@_spi(Experimental) import Dispatch
