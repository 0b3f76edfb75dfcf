import SwipeTestSupport
import XCTest
import SwipeMath

/// The outputs' exact bits, hashed: the same numbers must come out on every platform and in
/// every build configuration. If an implementation changes on purpose, update the constants
/// (and every golden that depends on them).
final class FingerprintTests: XCTestCase {
    func fingerprint(seed: UInt64, range: ClosedRange<Double>, _ f: (Double) -> Double) -> UInt64 {
        var rng = SplitMix64(seed: seed)
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a
        for _ in 0..<10_000 {
            let bits = f(rng.uniform(range.lowerBound, range.upperBound)).bitPattern
            for shift in stride(from: 0, to: 64, by: 8) {
                hash = (hash ^ ((bits >> UInt64(shift)) & 0xFF)) &* 0x0000_0100_0000_01B3
            }
        }
        return hash
    }

    func testOutputsAreBitIdentical() {
        typealias M = DeterministicMath
        let results: [(String, UInt64)] = [
            ("exp", fingerprint(seed: 1, range: -50...50) { M.exp($0) }),
            ("log", fingerprint(seed: 2, range: 1e-3...1e3) { M.log($0) }),
            ("pow", fingerprint(seed: 3, range: 0...1) { M.pow($0, 2.4) }),
            ("sin", fingerprint(seed: 4, range: -100...100) { M.sin($0) }),
            ("cos", fingerprint(seed: 5, range: -100...100) { M.cos($0) }),
            ("sinDegrees", fingerprint(seed: 6, range: -720...720) { M.sin(degrees: $0) }),
            ("erf", fingerprint(seed: 7, range: -4...4) { M.erf($0) }),
        ]
        for (name, hash) in results { print("fingerprint \(name) 0x\(String(hash, radix: 16))") }
        let expected: [UInt64] = [
            0x2634_EBDC_725B_196C, 0x2E4E_80F4_AFE2_0999, 0xFCD4_42A6_9893_0B1A, 0x5515_47F8_3D05_712D,
            0x4D9D_781F_B12C_E0C2, 0x8F6A_50CF_7938_5743, 0xE7B1_BF6F_0DAF_A37C,
        ]
        for (i, (name, hash)) in results.enumerated() {
            XCTAssertEqual(hash, expected[i], name)
        }
    }
}
