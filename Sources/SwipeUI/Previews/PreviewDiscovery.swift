import SwiftShims

/// Finds, at run time, every type of the process that conforms to `PreviewRegistry` (what
/// `#Preview` expands to) or `PreviewProvider`, so nobody lists previews by hand.
///
/// How: the Swift runtime keeps every loaded image's metadata sections, and on ELF platforms
/// hands them out through `swift_enumerateAllMetadataSections` (declared in the toolchain's
/// `SwiftShims/MetadataSections.h`; swift-testing finds its test records through it, in
/// `_TestDiscovery/SectionBounds.swift`). Section `swift5_protocol_conformances` is an array of
/// 32-bit relative offsets to conformance descriptors. Each descriptor (the Swift ABI's
/// `TargetProtocolConformanceDescriptor`, docs/ABI/TypeMetadata.rst) is four 32-bit fields:
/// the protocol (relative, indirect when the low bit is set), the type (relative; flags bits
/// 3–5 say direct or indirect type descriptor), the witness table pattern and the flags (bits
/// 8–15: conditional requirements). A protocol or type descriptor starts with flags (low 5
/// bits: the kind — 0 module, 3 protocol, 16/17/18 class/struct/enum; 0x80: generic), the
/// parent (relative, indirectable) and the name (relative, a C string); a type descriptor's
/// fourth field is its metadata access function (relative), called with request 0 (complete).
/// Generic and conditionally conforming types are skipped: they have no one metatype.
/// On platforms without that runtime function (Darwin keeps sections in Mach-O), nothing is
/// found.
enum PreviewDiscovery {
    /// The conforming metatypes of every loaded image, each once, in no meaningful order.
    static func conformingTypes() -> [Any.Type] {
        #if os(Linux) || os(FreeBSD) || os(OpenBSD) || os(Android)
            var found = Found()
            withUnsafeMutablePointer(to: &found) { context in
                enumerateAllMetadataSections(
                    { sections, context in
                        let found = context!.assumingMemoryBound(to: Found.self)
                        let range = sections.load(as: MetadataSections.self).swift5_protocol_conformances
                        if let start = UnsafeRawPointer(bitPattern: range.start) {
                            for offset in stride(from: 0, to: Int(range.length) - 3, by: 4) {
                                found.pointee.inspect(conformanceRecord: start + offset)
                            }
                        }
                        return true
                    }, context)
            }
            return found.types
        #else
            return []
        #endif
    }

    /// Conformances met so far, in section order.
    private struct Found {
        var types: [Any.Type] = []
        var seen: Set<ObjectIdentifier> = []

        mutating func inspect(conformanceRecord record: UnsafeRawPointer) {
            guard let conformance = relativeAddress(at: record),
                let proto = indirectableAddress(at: conformance),
                isSwipeUIPreviewProtocol(proto)
            else { return }
            let flags = (conformance + 12).loadUnaligned(as: UInt32.self)
            guard (flags >> 8) & 0xFF == 0 else { return }  // conditional conformance
            let descriptor: UnsafeRawPointer?
            switch (flags >> 3) & 0x7 {
            case 0: descriptor = relativeAddress(at: conformance + 4)
            case 1: descriptor = relativeAddress(at: conformance + 4)?.load(as: UnsafeRawPointer?.self)
            default: descriptor = nil  // Objective-C classes
            }
            guard let descriptor else { return }
            let typeFlags = descriptor.loadUnaligned(as: UInt32.self)
            guard (16...18).contains(typeFlags & 0x1F), typeFlags & 0x80 == 0,
                let accessor = relativeAddress(at: descriptor + 12)
            else { return }
            let metadata = unsafeBitCast(accessor, to: MetadataAccessor.self)(0)
            let type = unsafeBitCast(metadata, to: Any.Type.self)
            if seen.insert(ObjectIdentifier(type)).inserted { types.append(type) }
        }
    }

    /// `PreviewRegistry` or `PreviewProvider` of module `SwipeUI`, by descriptor names.
    private static func isSwipeUIPreviewProtocol(_ descriptor: UnsafeRawPointer) -> Bool {
        guard descriptor.loadUnaligned(as: UInt32.self) & 0x1F == 3,
            let name = name(of: descriptor), name == "PreviewRegistry" || name == "PreviewProvider",
            let parent = indirectableAddress(at: descriptor + 4),
            parent.loadUnaligned(as: UInt32.self) & 0x1F == 0
        else { return false }
        return Self.name(of: parent) == "SwipeUI"
    }

    private static func name(of descriptor: UnsafeRawPointer) -> String? {
        relativeAddress(at: descriptor + 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }
}

/// A type's metadata access function: Swift calling convention, the request in the first
/// argument, the metadata in the first result register.
private typealias MetadataAccessor = @convention(thin) (Int) -> UnsafeRawPointer

/// The address a 32-bit relative offset at `field` points to (nil for offset 0).
private func relativeAddress(at field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = field.loadUnaligned(as: Int32.self)
    return offset == 0 ? nil : field + Int(offset)
}

/// A relative offset whose low bit, when set, means "points to a pointer to the target".
private func indirectableAddress(at field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = field.loadUnaligned(as: Int32.self)
    guard offset & 1 == 1 else { return relativeAddress(at: field) }
    return (field + Int(offset & ~1)).load(as: UnsafeRawPointer?.self)
}

#if os(Linux) || os(FreeBSD) || os(OpenBSD) || os(Android)
    @_silgen_name("swift_enumerateAllMetadataSections")
    private func enumerateAllMetadataSections(
        _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool, _ context: UnsafeMutableRawPointer?)
#endif
