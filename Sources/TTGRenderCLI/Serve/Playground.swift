import TTGArguments
import TTGExport

/// The page the service answers at `/`: pick a family, change its options with form controls made
/// from the same declarations the command line reads, and the picture follows, with the
/// equivalent `ttg-render` command line beside it and a download link. No framework and no
/// external assets: one HTML document with its script.
enum Playground {
    /// The families the page offers: a label, the endpoint, the words of the command, and the
    /// parameters a new visitor starts from (a puzzle needs a seed; a path needs data).
    static let families: [(label: String, endpoint: String, words: [String], start: [(String, String)])] = [
        ("Emoji rating face", "emoji", ["emoji"], [("rate", "3.5")]),
        ("Refresh glyph", "refresh", ["refresh"], []),
        ("Puzzle captcha (picture)", "puzzle", ["puzzle"], [("seed", "1")]),
        ("Path", "path", ["path", "render"], [("d", "M10 10 h80 v80 h-80 Z"), ("fill", "teal")]),
        (
            "Path follow", "path/follow", ["path", "follow"],
            [("d", "M-8 -5 L8 0 L-8 5 Z"), ("along", "M10 40 C40 0 80 80 110 40")]
        ),
    ]

    /// The page, with every family's options as data for its script.
    static func page(root: CommandSpec) -> String {
        let data = JSON.array(
            families.map { family in
                let command = root.subcommand(at: family.words)!
                let options = command.options.filter { !RenderRequest.serviceOwned.contains($0.name) }
                return JSON.object([
                    ("label", .string(family.label)), ("endpoint", .string(family.endpoint)),
                    ("words", .array(family.words.map(JSON.string))),
                    ("start", .object(family.start.map { ($0.0, JSON.string($0.1)) })),
                    ("options", .array(options.map(description))),
                ])
            })
        // Each format's extension, name, and whether a browser shows it as a picture.
        let formats = JSON.array(
            FileFormat.allCases.map {
                JSON.array([.string($0.fileExtension), .string($0.name), .bool($0.mediaType.hasPrefix("image/"))])
            })
        return
            template
            .replacingOccurrences(of: "__FAMILIES__", with: data.text.replacingOccurrences(of: "</", with: "<\\/"))
            .replacingOccurrences(of: "__FORMATS__", with: formats.text)
    }

    /// One option as the script reads it: its name, help, default and control.
    static func description(_ option: OptionSpec) -> JSON {
        var control: [(String, JSON)]
        switch (option.takesValue, option.control) {
        case (false, _): control = [("kind", .string("flag"))]
        case (true, .number(let range)):
            control = [
                ("kind", .string("number")), ("min", .number(range.lower)), ("max", .number(range.upper)),
            ]
        case (true, .integer(let range)):
            control = [
                ("kind", .string("integer")), ("min", .number(Double(range.lowerBound))),
                ("max", .number(Double(range.upperBound))),
            ]
        case (true, .choice(let words)):
            control = [("kind", .string("choice")), ("choices", .array(words.map(JSON.string)))]
        case (true, .color): control = [("kind", .string("color"))]
        case (true, .text): control = [("kind", .string("text"))]
        }
        return .object(
            [
                ("name", .string(option.name)), ("help", .string(HelpFormatter.describe(option))),
                ("default", option.defaultIsValue ? .string(option.defaultText ?? "") : .null),
                ("optionalValue", .bool(option.valueIsOptional)),
            ] + control)
    }

    private static let template = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>ttg-render playground</title>
        <style>
          body { font: 14px "DejaVu Sans", system-ui, sans-serif; margin: 0; color: #222833; background: #eceef2; }
          header { padding: 14px 24px; background: #222833; color: white; }
          main { display: flex; gap: 24px; padding: 24px; align-items: flex-start; }
          #controls { flex: 0 0 430px; background: white; border-radius: 14px; padding: 16px; max-height: 80vh; overflow: auto; }
          #result { flex: 1; background: white; border-radius: 14px; padding: 16px; }
          label { display: block; margin: 10px 0 2px; font-weight: 600; }
          .help { color: #5b6272; font-size: 12px; }
          input[type=range] { width: 60%; vertical-align: middle; }
          input[type=number] { width: 30%; }
          input[type=text] { width: 95%; }
          #picture { max-width: 100%; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
          #command { font-family: "DejaVu Sans Mono", monospace; background: #f4f5f8; padding: 10px; white-space: pre-wrap; word-break: break-all; }
          #error { color: #b3261e; white-space: pre-wrap; }
        </style>
        </head>
        <body>
        <header><b>ttg-render playground</b> — every control is an option of the command line</header>
        <main>
          <section id="controls">
            <label for="family">Family</label><select id="family"></select>
            <label for="format">Format</label><select id="format"></select>
            <div id="options"></div>
          </section>
          <section id="result">
            <img id="picture" alt="the rendered picture">
            <p id="error"></p>
            <p><a id="download" download>Download</a></p>
            <div id="command"></div>
          </section>
        </main>
        <script>
        const families = __FAMILIES__;
        const formats = __FORMATS__;
        const familyMenu = document.getElementById("family");
        const formatMenu = document.getElementById("format");
        const optionsBox = document.getElementById("options");
        const picture = document.getElementById("picture");
        let values = {};
        let timer = null;

        families.forEach((f, i) => familyMenu.add(new Option(f.label, i)));
        formats.forEach(([ext, name]) => formatMenu.add(new Option(name, ext)));
        const shown = new Set(formats.filter(f => f[2]).map(f => f[0]));

        // A color as the browser's CSS reads it: [r, g, b, alpha] or null. A color picker holds
        // #RRGGBB only, so a typed alpha is kept beside it and written back when the picker moves.
        const probe = document.createElement("span");
        function cssColor(text) {
          probe.style.color = "";
          probe.style.color = text;
          if (probe.style.color === "") return null;
          document.body.appendChild(probe);
          const m = getComputedStyle(probe).color.match(/[\\d.]+/g).map(Number);
          probe.remove();
          return [m[0], m[1], m[2], m.length > 3 ? m[3] : 1];
        }
        function hex(n) { return Math.round(n).toString(16).padStart(2, "0").toUpperCase(); }

        function quote(text) { return /^[A-Za-z0-9_.,:\\/#%+=-]+$/.test(text) ? text : "'" + text.replace(/'/g, "'\\\\''") + "'"; }

        function control(option) {
          const box = document.createElement("div");
          const label = document.createElement("label");
          label.textContent = option.name;
          label.htmlFor = "option-" + option.name;
          box.appendChild(label);
          const start = values[option.name] ?? option.default ?? "";
          const set = (value) => { if (value === "" || value === null) delete values[option.name]; else values[option.name] = value; schedule(); };
          let input;
          if (option.kind === "flag") {
            input = document.createElement("input");
            input.type = "checkbox";
            input.checked = values[option.name] === "";
            input.addEventListener("input", () => set(input.checked ? "" : null));
          } else if (option.kind === "choice") {
            input = document.createElement("select");
            if (option.default === null) input.add(new Option("(none)", ""));
            option.choices.forEach(c => input.add(new Option(c, c)));
            input.value = start;
            input.addEventListener("input", () => set(input.value === option.default ? null : input.value));
          } else if ((option.kind === "number" || option.kind === "integer") && option.max - option.min <= 1000) {
            input = document.createElement("input");
            input.type = "number";
            const slider = document.createElement("input");
            slider.type = "range";
            for (const element of [slider, input]) {
              element.min = option.min; element.max = option.max;
              element.step = option.kind === "integer" ? 1 : (option.max - option.min) / 200;
              element.value = start;
            }
            slider.addEventListener("input", () => { input.value = slider.value; set(slider.value === option.default ? null : slider.value); });
            input.addEventListener("input", () => { slider.value = input.value; set(input.value === option.default ? null : input.value); });
            box.appendChild(slider);
          } else {
            input = document.createElement("input");
            input.type = "text";
            input.value = start;
            input.addEventListener("input", () => set(input.value === option.default ? null : input.value));
            if (option.kind === "color") {
              const picker = document.createElement("input");
              picker.type = "color";
              const follow = () => { const c = cssColor(input.value); if (c) picker.value = "#" + c.slice(0, 3).map(hex).join("").toLowerCase(); };
              follow();
              input.addEventListener("input", follow);
              picker.addEventListener("input", () => {
                const typed = cssColor(input.value);
                const alpha = typed && typed[3] < 1 ? hex(typed[3] * 255) : "";
                input.value = picker.value.toUpperCase() + alpha;
                set(input.value);
              });
              box.appendChild(picker);
            }
          }
          input.id = "option-" + option.name;
          box.appendChild(input);
          const help = document.createElement("div");
          help.className = "help";
          help.textContent = option.help;
          box.appendChild(help);
          return box;
        }

        function showFamily() {
          const family = families[familyMenu.value];
          values = Object.assign({}, family.start);
          optionsBox.replaceChildren(...family.options.map(control));
          update();
        }

        function schedule() { clearTimeout(timer); timer = setTimeout(update, 120); }

        async function update() {
          const family = families[familyMenu.value];
          const ext = formatMenu.value;
          const names = Object.keys(values);
          const query = names.map(n => encodeURIComponent(n) + (values[n] === "" ? "" : "=" + encodeURIComponent(values[n]))).join("&");
          const url = "/v1/" + family.endpoint + "." + ext + (query ? "?" + query : "");
          const words = family.words.concat(...names.map(n => values[n] === "" ? ["--" + n] : ["--" + n, quote(values[n])]));
          const file = family.endpoint.split("/").pop() + "." + ext;
          document.getElementById("command").textContent = "ttg-render " + words.join(" ") + " -o " + file;
          const download = document.getElementById("download");
          download.href = url;
          download.download = file;
          const response = await fetch(url);
          const error = document.getElementById("error");
          if (!response.ok) { error.textContent = (await response.json()).error; return; }
          error.textContent = "";
          const blob = await response.blob();
          if (shown.has(ext)) {
            picture.src = URL.createObjectURL(blob);
            picture.style.display = "";
          } else {
            picture.removeAttribute("src");
            picture.style.display = "none";
          }
          picture.dataset.url = url;
          document.body.dataset.rendered = url;
        }

        familyMenu.addEventListener("input", showFamily);
        formatMenu.addEventListener("input", update);
        showFamily();
        </script>
        </body>
        </html>
        """
}
