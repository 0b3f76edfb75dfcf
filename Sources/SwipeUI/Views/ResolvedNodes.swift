/// Nodes already resolved, placed where this view is.
struct ResolvedNodes: View, PrimitiveView {
    let nodes: [Node]
    var body: Never { primitiveBody }
    func resolve(in context: inout ResolveContext, into nodes: inout [Node]) throws { nodes += self.nodes }
}
