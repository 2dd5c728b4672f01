import Foundation

/// Strings ordered by their UTF-8 bytes, compared a block at a time (`String`'s `<` compares
/// characters, which for non-ASCII strings can differ from byte order).
public enum ByteOrder {
    /// `left.utf8.lexicographicallyPrecedes(right.utf8)`, by `memcmp` where the bytes are
    /// contiguous (native strings always are). Inlined, so that a sort's comparisons retain
    /// and release nothing.
    @inlinable
    public static func precedes(_ left: String, _ right: String) -> Bool {
        let compared = left.utf8.withContiguousStorageIfAvailable { leftBytes in
            right.utf8.withContiguousStorageIfAvailable { rightBytes in precedes(leftBytes, rightBytes) }
        }
        if let compared, let compared { return compared }
        return left.utf8.lexicographicallyPrecedes(right.utf8)
    }

    @inlinable
    static func precedes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = min(left.count, right.count)
        if common > 0 {
            let order = memcmp(left.baseAddress!, right.baseAddress!, common)
            if order != 0 { return order < 0 }
        }
        return left.count < right.count
    }
}
