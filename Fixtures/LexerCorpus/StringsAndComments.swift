// import CommentDecoy
/* import BlockDecoy /* import NestedDecoy */ import StillInComment */
import Foundation

/// Mentions `import DocDecoy` and a `final class CartManager` in prose.
let plain = "import StringDecoy \"escaped\" \\"
let interpolated = "value: \(String(describing: "import InnerDecoy \(1 + 2)")) import AfterDecoy"
let multiLine = """
    import MultiLineDecoy
    "quoted" and \"""escaped\""" quotes
    \(plain) interpolated
    """
let raw = #"raw \" import RawDecoy \#(plain)"#
let rawMultiLine = #"""
    import RawMultiLineDecoy
    """ is not the end "# neither
    """#
let doubleRaw = ##"a "# b "## + "import AfterRawDecoy"
@preconcurrency import Dispatch
let unicode = "größe 日本 ✓"
