#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension UnsafeBufferPointer<UInt8> {
    /// The index of the first `byte` at or after `start`, found with `memchr`, which reads a
    /// word or a vector at a time where a loop over the bytes reads one; nil when there is none.
    public func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        guard start < count, let base = baseAddress,
            let found = memchr(base + start, Int32(byte), count - start)
        else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }
}
