/// The inline stylesheet and script of `HTMLReport` (kept apart so the page structure reads alone).
enum HTMLReportStyle {
    static let css = """
        :root { --pass: #1a7f37; --fail: #cf222e; --error: #9a6700; --muted: #57606a; --line: #d0d7de; }
        * { box-sizing: border-box; }
        .views.zoom img { image-rendering: pixelated; image-rendering: crisp-edges; }
        .tile.near { color: var(--error); }
        .motion { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 8px 12px; margin: 8px 0; }
        .motion.failed, .motion.missing { border-color: var(--fail); }
        .motion-plot { width: 100%; max-width: 720px; height: auto; display: block; }
        body { font: 14px/1.45 system-ui, -apple-system, "DejaVu Sans", sans-serif; margin: 0; padding: 16px 24px; color: #1f2328; background: #f6f8fa; }
        h1 { margin: 0 0 4px; font-size: 22px; }
        h2 { font-size: 18px; margin: 0 0 4px; }
        h3 { font-size: 15px; margin: 0 0 4px; }
        .totals .passed { color: var(--pass); } .totals .failed { color: var(--fail); } .totals .error { color: var(--error); }
        nav { margin: 8px 0 16px; }
        .chip { display: inline-block; padding: 2px 10px; margin: 0 4px 4px 0; border-radius: 12px; text-decoration: none; color: #fff; }
        .chip.passed, .badge.passed { background: var(--pass); }
        .chip.failed, .badge.failed { background: var(--fail); }
        .chip.error, .badge.error { background: var(--error); }
        .badge { color: #fff; font-size: 12px; padding: 2px 8px; border-radius: 4px; vertical-align: middle; }
        section.golden { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 16px; margin-bottom: 20px; }
        section.golden.failed { border-left: 6px solid var(--fail); }
        section.golden.passed { border-left: 6px solid var(--pass); }
        section.golden.error { border-left: 6px solid var(--error); }
        .meta { color: var(--muted); margin: 0 0 4px; font-size: 12px; }
        .headline { font-weight: 600; margin: 4px 0 8px; }
        .message { background: #fff8c5; padding: 8px; white-space: pre-wrap; }
        .env { background: #fff8c5; border: 1px solid #d4a72c; border-radius: 6px; padding: 6px 10px; margin: 8px 0; }
        .env ul { margin: 4px 0 0; }
        .filmstrip { overflow-x: auto; border: 1px solid var(--line); border-radius: 6px; margin: 8px 0 12px; }
        .filmstrip table { border-collapse: collapse; }
        .filmstrip th, .filmstrip td { padding: 4px; text-align: center; vertical-align: middle; border-right: 1px solid #eaeef2; }
        .filmstrip tr > th:first-child { position: sticky; left: 0; background: #fff; text-align: right; color: var(--muted); font-weight: 500; }
        .filmstrip th small { display: block; color: var(--muted); font-weight: normal; }
        .filmstrip th.failed, .filmstrip th.missing, .filmstrip th.unreadable { color: var(--fail); }
        .filmstrip th.recorded { color: var(--error); }
        .filmstrip td.failed, .filmstrip td.missing, .filmstrip td.unreadable { background: #ffebe9; }
        .filmstrip img { height: 150px; display: block; border: 1px solid var(--line); }
        .filmstrip td.failed img { border: 2px solid var(--fail); }
        .tile { display: flex; flex-direction: column; align-items: center; justify-content: center; height: 150px; min-width: 70px; color: var(--muted); border: 1px dashed var(--line); }
        .tile.same { color: var(--pass); }
        .tile small { color: var(--muted); }
        .tile.big { height: 300px; width: 150px; }
        article.frame { border-top: 1px solid var(--line); padding-top: 10px; margin-top: 10px; }
        .summary { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 12px; }
        .views { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; margin-bottom: 10px; }
        figure { margin: 0; }
        figcaption { font-size: 12px; color: var(--muted); margin-bottom: 2px; }
        .views img { width: 240px; display: block; border: 1px solid var(--line); image-rendering: pixelated; }
        .stack { position: relative; width: 240px; }
        .stack .top { position: absolute; left: 0; top: 0; }
        .stack .clip { clip-path: inset(0 0 0 var(--split)); }
        .stack .divider { position: absolute; top: 0; bottom: 0; left: var(--split); width: 2px; margin-left: -1px; background: var(--fail); }
        .slider input { width: 240px; }
        .stack .label { position: absolute; left: 4px; top: 4px; background: rgba(0,0,0,.65); color: #fff; font-size: 11px; padding: 1px 6px; border-radius: 3px; }
        .blinking { animation: blink 1.2s step-end infinite; }
        @keyframes blink { 0% { opacity: 1; } 50% { opacity: 0; } }

        """

    /// Moves each slider's split line; everything else is CSS.
    static let script = """
        document.querySelectorAll('figure.slider').forEach(function (figure) {
          var stack = figure.querySelector('.stack'), range = figure.querySelector('input');
          range.addEventListener('input', function () { stack.style.setProperty('--split', range.value + '%'); });
        });

        """
}
