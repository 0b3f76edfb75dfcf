/// The CRC-32 every PNG chunk ends with (ISO 3309 / ITU-T V.42, polynomial 0xEDB88320
/// reflected, initial value and final XOR 0xFFFFFFFF), computed over the chunk type and data.
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { byte -> UInt32 in
        var value = UInt32(byte)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// Continues a running CRC (start from 0) over `bytes`.
    static func update(_ crc: UInt32, _ bytes: some Sequence<UInt8>) -> UInt32 {
        var value = ~crc
        for byte in bytes { value = table[Int((value ^ UInt32(byte)) & 0xFF)] ^ (value >> 8) }
        return ~value
    }
}
