/// iOS's list geometry (iOS 15 and later, compact width), in points. Apple's Human Interface
/// Guidelines give the 44 pt minimum hit target (`minimumRowHeight`, also SwiftUI's
/// `defaultMinListRowHeight`); the other figures are SwipeSim's readings of iOS 17 iPhone
/// screenshots and of UIKit's list defaults, not published numbers:
/// - `.insetGrouped`: each section a white (`secondarySystemGroupedBackground`) group with
///   10 pt corners, 16 pt from the list's sides, on `systemGroupedBackground`;
/// - rows: content 20 pt from the group's sides and 11 pt from the row's top and bottom
///   (UIKit's list cell layout margins), at least 44 pt tall, content leading and centred
///   vertically; a hairline separator (`separator`, one pixel) between rows, from the content's
///   leading inset to the group's trailing edge;
/// - a section header in `.footnote`, upper case, `.secondary`, aligned with the row content,
///   16 pt below what is above and 7 pt above the group; a footer in `.footnote`,
///   `.secondary`, 7 pt below the group; 35 pt above a section without a header and below
///   the last section;
/// - `.grouped`: the same with groups edge to edge and square; `.plain`: rows edge to edge on
///   `systemBackground`, headers 8 pt above and below, no section spacing.
struct ListMetrics {
    let style: ListStyleKind

    static let minimumRowHeight: CGFloat = 44
    static let defaultRowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)

    var groupMargin: CGFloat { style == .insetGrouped ? 16 : 0 }
    var cornerRadius: CGFloat { style == .insetGrouped ? 10 : 0 }
    var sectionSpacing: CGFloat { style == .plain ? 0 : 35 }
    var headerTop: CGFloat { style == .plain ? 8 : 16 }
    var headerBottom: CGFloat { style == .plain ? 8 : 7 }
    var footerTop: CGFloat { 7 }
    var headerCase: Text.Case? { style == .plain ? nil : .uppercase }
    var listBackground: Color { style == .plain ? Color(.systemBackground) : Color(.systemGroupedBackground) }
    var groupBackground: Color { style == .plain ? Color(.systemBackground) : Color(.secondarySystemGroupedBackground) }
}
