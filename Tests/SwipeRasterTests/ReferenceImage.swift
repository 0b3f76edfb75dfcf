import SwipePNG
import SwipeRaster
import XCTest
import SwipeBase

/// Compares a pixmap with `References/<name>.png` exactly (premultiplied pixels).
///
/// A missing reference is written when SWIPESIM_RECORD_REFERENCES=1 (then the test fails so
/// the new image is looked at before it is committed); otherwise a missing or different one
/// fails. On a difference the actual image is written next to the reference as
/// `<name>.actual.png` for inspection.
enum ReferenceImage {
    static var folder: String {
        let file = "\(#filePath)"
        let dir = file[..<file.lastIndex(of: "/")!]
        return dir + "/References"
    }

    static func assertMatches(_ pixmap: Pixmap, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let path = folder + "/" + name + ".png"
        do {
            guard FileIO.fileExists(path) else {
                let bytes = try PNGEncoder.encode(
                    premultipliedRGBA: pixmap.bytes, width: pixmap.width, height: pixmap.height,
                    options: .smallest)
                if getenv("SWIPESIM_RECORD_REFERENCES").map({ String(cString: $0) }) == "1" {
                    try FileIO.writeAtomically(bytes, to: path)
                    XCTFail("recorded new reference \(name).png: look at it, then run again", file: file, line: line)
                } else {
                    XCTFail(
                        "missing reference \(path); run with SWIPESIM_RECORD_REFERENCES=1 to record it",
                        file: file, line: line)
                }
                return
            }
            let reference = try PNGDecoder.decode(fileAt: path)
            let expected = reference.premultipliedPixels()
            if reference.width != pixmap.width || reference.height != pixmap.height || expected != pixmap.bytes {
                var differing = 0
                if expected.count == pixmap.bytes.count {
                    for i in 0..<expected.count where expected[i] != pixmap.bytes[i] { differing += 1 }
                }
                let actual = try PNGEncoder.encode(
                    premultipliedRGBA: pixmap.bytes, width: pixmap.width, height: pixmap.height)
                try FileIO.writeAtomically(actual, to: folder + "/" + name + ".actual.png")
                XCTFail(
                    "\(name): \(pixmap.width)×\(pixmap.height) differs from the reference "
                        + "\(reference.width)×\(reference.height) in \(differing) bytes; see \(name).actual.png",
                    file: file, line: line)
            }
        } catch {
            XCTFail("\(name): \(error)", file: file, line: line)
        }
    }
}
