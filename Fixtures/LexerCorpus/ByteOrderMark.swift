import Foundation
let bom = true
