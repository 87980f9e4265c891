import CollectionRendering
import Foundation

/// One picture on an HTML page: a title, a caption and the SVG.
public struct HTMLFigure: Sendable, Hashable {
    /// The figure's caption, such as `iPhone · 390 × 844 pt`.
    public var caption: String
    /// The SVG document, inlined in the page.
    public var svg: String
    /// An `id` for the figure (links and browser tests).
    public var identifier: String

    /// Creates a figure.
    public init(caption: String, svg: String, identifier: String) {
        self.caption = caption
        self.svg = svg
        self.identifier = identifier
    }
}

/// One entry on an HTML page: a title, a description, its figures and the code or spec that made them.
public struct HTMLEntry: Sendable, Hashable {
    public var identifier: String
    public var title: String
    public var description: String
    /// The group the entry is listed under in the table of contents.
    public var group: String
    public var figures: [HTMLFigure]
    /// The spec (JSON) or code shown beside the figures.
    public var code: String
    /// The language of ``code`` (`json` or `swift`), for the reader.
    public var codeLanguage: String

    /// Creates an entry.
    public init(
        identifier: String, title: String, description: String, group: String, figures: [HTMLFigure], code: String,
        codeLanguage: String = "json"
    ) {
        self.identifier = identifier
        self.title = title
        self.description = description
        self.group = group
        self.figures = figures
        self.code = code
        self.codeLanguage = codeLanguage
    }
}

/// A self-contained HTML page of renderings (inline SVG, no scripts, no external files), deterministic.
public struct HTMLPage: Sendable {
    public var title: String
    public var introduction: String
    public var entries: [HTMLEntry]

    /// Creates a page.
    public init(title: String, introduction: String, entries: [HTMLEntry]) {
        self.title = title
        self.introduction = introduction
        self.entries = entries
    }

    /// The page's HTML.
    public func render() -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Self.escaped(title))</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <header><h1>\(Self.escaped(title))</h1><p>\(Self.escaped(introduction))</p></header>

            """
        html += tableOfContents()
        for entry in entries { html += Self.render(entry) }
        html += "<script>\(Self.onlyScript)</script>\n</body>\n</html>\n"
        return html
    }

    /// `index.html?only=ID` shows the entry `ID` alone, at the top (no table of contents, no other entries): a
    /// link to one figure that works where scrolling to a fragment does not, such as Chromium's `--screenshot`,
    /// which captures a blank page when the page is scrolled.
    static let onlyScript = """
        (function () {
          var only = new URLSearchParams(location.search).get("only");
          var entry = only && document.getElementById(only);
          if (entry) { entry.classList.add("shown"); document.body.classList.add("only"); }
        })();
        """

    private func tableOfContents() -> String {
        var groups: [(String, [HTMLEntry])] = []
        for entry in entries {
            if let index = groups.firstIndex(where: { $0.0 == entry.group }) {
                groups[index].1.append(entry)
            } else {
                groups.append((entry.group, [entry]))
            }
        }
        var html = "<nav>\n"
        for (group, members) in groups {
            html += "<h2>\(Self.escaped(group))</h2>\n<ul>\n"
            for entry in members {
                html += "<li><a href=\"#\(Self.escaped(entry.identifier))\">\(Self.escaped(entry.title))</a></li>\n"
            }
            html += "</ul>\n"
        }
        return html + "</nav>\n"
    }

    private static func render(_ entry: HTMLEntry) -> String {
        var html = "<section class=\"entry\" id=\"\(escaped(entry.identifier))\">\n"
        html += "<h2>\(escaped(entry.title))</h2>\n<p class=\"description\">\(escaped(entry.description))</p>\n"
        html += "<div class=\"row\">\n<div class=\"figures\">\n"
        for figure in entry.figures {
            html += "<figure id=\"\(escaped(figure.identifier))\">\n\(figure.svg)"
            html += "<figcaption>\(escaped(figure.caption))</figcaption>\n</figure>\n"
        }
        html += "</div>\n<details class=\"code\" open><summary>\(entry.codeLanguage == "json" ? "Spec (JSON)" : "Code")</summary>"
        html += "<pre><code class=\"language-\(escaped(entry.codeLanguage))\">\(escaped(entry.code))</code></pre></details>\n"
        return html + "</div>\n</section>\n"
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static let style = """
        body{font-family:-apple-system,'Helvetica Neue',Helvetica,Arial,sans-serif;margin:0;padding:24px 32px;\
        background:#f2f2f7;color:#1c1c1e}
        header p{max-width:60em}
        nav{columns:3 18em;background:#fff;border-radius:12px;padding:8px 20px;margin-bottom:24px}
        nav h2{font-size:15px;margin:10px 0 4px}nav ul{margin:0;padding-left:18px;font-size:14px}
        .entry{background:#fff;border-radius:12px;padding:12px 20px 20px;margin-bottom:24px}
        .entry h2{margin:6px 0}.description{max-width:70em;color:#3a3a3c}
        .row{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start}
        .figures{display:flex;flex-wrap:wrap;gap:20px;align-items:flex-start}
        figure{margin:0}figure svg{display:block;border:1px solid #c6c6c8;border-radius:6px;background:#fff;\
        max-width:100%;height:auto}
        figcaption{font-size:13px;color:#6c6c70;margin-top:6px}
        .code{flex:1 1 320px;min-width:280px;max-width:520px}
        .code pre{background:#1c1c1e;color:#f2f2f7;border-radius:8px;padding:12px;font-size:12px;max-height:560px;\
        overflow:auto}
        body.only nav,body.only .entry:not(.shown){display:none}
        """
}
