extension Simulation {
    /// Writes every frame as `frame_00000.png …` and their motion as `manifest.json` into
    /// `directory` (created if needed) through the one renderer (`FrameRenderer`, `FolderRender`):
    /// staged (nothing in the folder changes unless every file was written), drawn on `threads`
    /// workers, a frame that repeats a recent one reusing its bytes. `name` is what the manifest
    /// records as the `view` (default: the name of the simulated view's type). Returns the frame
    /// files' names in order.
    ///
    /// For a contact sheet, a frame selection or animated files, make the `FolderRender`
    /// yourself: `try FolderRender(outputDirectory: dir, contactSheet: …).render(FrameRenderer(simulation, name: "MyDeck"))`.
    @discardableResult
    public func writePNGs(to directory: String, name: String? = nil, threads: Int = 2) throws -> [String] {
        let renderer = try FrameRenderer(self, name: name ?? viewTypeName)
        var job = FolderRender(outputDirectory: directory, threads: threads)
        job.optionNames = (nil, nil)
        let summary = try job.render(renderer)
        return summary.writtenIndices.map(Frame.fileName)
    }
}
