/// The names of frame files, the one place they are spelt: frame n is `frame_NNNNN.png`, n in
/// decimal zero-padded to five digits (more digits past 99 999, never fewer). Rendered folders,
/// goldens, `FolderRender` (`Simulation.writePNGs`), the golden report's images and JUnit case names all use it.
public enum FrameFileName {
    public static let prefix = "frame_"
    public static let suffix = ".png"

    /// `frame_00042` for frame 42: the name without its `.png`, which the golden report extends
    /// (`frame_00042-diff.png`) and JUnit uses as the case name.
    public static func stem(_ index: Int) -> String {
        let digits = String(index)
        return prefix + String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }

    /// `frame_00042.png` for frame 42.
    public static func name(_ index: Int) -> String { stem(index) + suffix }

    /// Whether `name` is exactly what `name(_:)` writes for some frame: `frame_`, five or more
    /// ASCII digits, `.png`. Used to remove a folder's older frames and nothing else.
    public static func isFrameFileName(_ name: String) -> Bool {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return false }
        let digits = name.dropFirst(prefix.count).dropLast(suffix.count)
        return digits.count >= 5 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
