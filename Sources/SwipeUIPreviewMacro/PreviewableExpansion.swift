// `@Previewable` in a `#Preview` (iOS 18; Apple, "Previewable()": "Tag allowing a dynamic
// property to appear inline in a preview"):
//
//     #Preview {
//         @Previewable @State var isLiked = false
//         CardView(isLiked: $isLiked)
//     }
//
// Apple's rule, from the same page: "The #Preview macro will generate an embedded SwiftUI view;
// tagged declarations become properties on the view, and all remaining statements form the
// view's body." So the expansion holds a view type — named `__P_Previewable_Transform_Wrapper`
// as in Apple's expansion — whose stored properties are the tagged declarations without the
// tag, whose `body` is the closure's other statements as written, and the preview's body makes
// one. A `@State` then lives in the view graph like any view's, and `$isLiked` is a binding that
// redraws the preview when it changes.
//
// `@Previewable` itself is a peer macro that adds nothing: it only has to be known while the
// compiler type-checks `#Preview`'s closure as written (a local property wrapper in a result
// builder, allowed since Swift 5.8, SE-0373), before the expansion replaces it.

/// A `#Preview`'s argument text taken apart for `@Previewable`.
struct PreviewableParts: Equatable {
    /// The text before the trailing closure: `("Name", traits: …) ` or nothing.
    var head: String
    /// Each tagged declaration without `@Previewable`, in the order written.
    var properties: [String]
    /// The closure's other statements, as written.
    var body: String
}

/// The parts of `arguments` (what follows `#Preview`), or nil when it has no trailing closure
/// or no `@Previewable` at the top level of it.
func previewableParts(of arguments: String) -> PreviewableParts? {
    let scan = SourceScan(arguments)
    let count = scan.characters.count
    func isTopLevel(_ i: Int, _ depth: Int) -> Bool { scan.isCode[i] && scan.depth[i] == depth }
    guard let open = (0..<count).first(where: { isTopLevel($0, 0) && scan.characters[$0] == "{" }),
        let close = (open + 1..<count).first(where: { isTopLevel($0, 0) && scan.characters[$0] == "}" }),
        scan.characters[(close + 1)...].allSatisfy(\.isWhitespace)
    else { return nil }

    let tag = "@Previewable"
    var properties: [String] = []
    var removed: [Range<Int>] = []
    var i = open + 1
    while i < close {
        guard isTopLevel(i, 1), scan.has(tag, at: i), !isIdentifierCharacter(scan.characters[i + tag.count]) else {
            i += 1
            continue
        }
        let end = declarationEnd(in: scan, from: i + tag.count, before: close)
        properties.append(scan.text(i + tag.count..<end).trimmingWhitespace())
        let afterSeparator = end < close && scan.characters[end] == ";" ? end + 1 : end
        removed.append(i..<afterSeparator)
        i = afterSeparator
    }
    guard !properties.isEmpty else { return nil }
    var body = ""
    var position = open + 1
    for range in removed {
        body += scan.text(position..<range.lowerBound)
        position = range.upperBound
    }
    body += scan.text(position..<close)
    return PreviewableParts(head: scan.text(0..<open), properties: properties, body: body)
}

/// Where a declaration at the closure's top level that starts at `start` ends: at a `;`, or
/// at a line break unless the declaration goes on (its last code character is `=`, `,` or an
/// arithmetic or logical operator, or the next line starts with `.`, a member access, or no
/// `var` or `let` has come yet: attributes on lines of their own, `@Previewable⏎@State⏎var x`).
/// A trailing `?` or `!` ends a type (`var x: Int?`), not an expression that goes on.
private func declarationEnd(in scan: SourceScan, from start: Int, before close: Int) -> Int {
    var lastCode: Character?
    var j = start
    while j < close {
        let c = scan.characters[j]
        if scan.isCode[j] && scan.depth[j] == 1 {
            if c == ";" { return j }
            if c == "\n" {
                let words = scan.text(start..<j).split { !isIdentifierCharacter($0) }
                let declared = words.contains("var") || words.contains("let")
                let continues = !declared || (lastCode.map { "=,+-*/&|".contains($0) } ?? true)
                if !continues && nextCode(in: scan, after: j, before: close) != "." { return j }
            }
        }
        if scan.isCode[j] && !c.isWhitespace { lastCode = c }
        j += 1
    }
    return close
}

/// The first code character after `index` that is not white space.
private func nextCode(in scan: SourceScan, after index: Int, before close: Int) -> Character? {
    (index + 1..<close).first { scan.isCode[$0] && !scan.characters[$0].isWhitespace }.map { scan.characters[$0] }
}

private func isIdentifierCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

extension String {
    /// The text without white space at either end.
    func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}

/// The members of a `#Preview`'s registry type for a preview with `@Previewable` properties:
/// the wrapper view, and `makePreview()` making it.
func previewableMembers(_ parts: PreviewableParts) -> String {
    let properties = parts.properties.map { "        " + $0 }.joined(separator: "\n")
    return """
            struct __P_Previewable_Transform_Wrapper: SwipeUI.View {
        \(properties)
                var body: some SwipeUI.View {\(parts.body)}
            }
            static func makePreview() -> SwipeUI.Preview {
                SwipeUI.Preview\(parts.head){
                    __P_Previewable_Transform_Wrapper()
                }
            }
        """
}
