/// Nodes already resolved, put where a view is expected (a list section's header, a sheet's
/// content inside its chrome, an alert's buttons): they are placed as they are, in order.
struct ResolvedNodes: View, PrimitiveView {
    let nodes: [Node]
    var body: Never { primitiveBody }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws { nodes += self.nodes }
}
