import Foundation

/// Strings ordered by their UTF-8 bytes, compared a block at a time. For ASCII strings byte
/// order is exactly `String`'s `<` (which compares characters, and for other strings can
/// differ from byte order).
public enum ByteOrder {
    /// `left.utf8.lexicographicallyPrecedes(right.utf8)`, by `memcmp` where the bytes are
    /// contiguous (native strings always are).
    public static func precedes(_ left: String, _ right: String) -> Bool {
        let compared = left.utf8.withContiguousStorageIfAvailable { leftBytes in
            right.utf8.withContiguousStorageIfAvailable { rightBytes in precedes(leftBytes, rightBytes) }
        }
        if let compared, let compared { return compared }
        return left.utf8.lexicographicallyPrecedes(right.utf8)
    }

    private static func precedes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = min(left.count, right.count)
        if common > 0 {
            let order = memcmp(left.baseAddress!, right.baseAddress!, common)
            if order != 0 { return order < 0 }
        }
        return left.count < right.count
    }

    /// Whether every byte of `string` is ASCII, so that `precedes` orders it as `<` does.
    public static func isASCII(_ string: String) -> Bool {
        string.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } }
            ?? string.utf8.allSatisfy { $0 < 0x80 }
    }
}
