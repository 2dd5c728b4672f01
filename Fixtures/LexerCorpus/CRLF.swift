import Foundation
#if os(Linux)
import Glibc
#endif
let crlf = "line\r\n"
