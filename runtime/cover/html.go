package cover

import (
	"html/template"
	"io"
	"strings"

	"github.com/rulerun/rulerun/runtime/words"
)

// WriteHTML writes a self-contained page of the profile: for each file
// how far the run got through its rules (each verb, effect and rule code
// marked reached or never reached) when the engine counted them, its
// figures per verb and per function, then its source with every line
// marked run, not run or not code. The page fetches nothing (its style is
// inline) and every text of the scripts is HTML-escaped.
func WriteHTML(w io.Writer, p *Profile) error {
	var page htmlPage
	reports := Summarize(p)
	for i, f := range p.Files {
		hf := htmlFile{FileReport: reports[i]}
		states := f.Lines()
		for i, text := range strings.Split(string(f.Source), "\n") {
			st := NotCode
			if i < len(states) {
				st = states[i]
			}
			hf.Lines = append(hf.Lines, htmlLine{N: i + 1, Text: strings.TrimRight(text, "\r"), Class: lineClass[st], Mark: lineMark[st]})
		}
		page.Files = append(page.Files, hf)
	}
	return pageTemplate.Execute(w, page)
}

// The class and the mark of a line in each state.
var (
	lineClass = map[LineState]string{NotCode: "none", NotRun: "miss", Run: "run"}
	lineMark  = map[LineState]string{NotCode: "", NotRun: "✗", Run: "✓"}
)

// codeDidOf says what the run did with a rule code, in runs of unit.
func codeDidOf(c CodeReached, unit string) string {
	return codeDid(c, func(n int) string { return words.Plural(n, unit) })
}

type htmlPage struct{ Files []htmlFile }

type htmlFile struct {
	FileReport
	Lines []htmlLine
}

type htmlLine struct {
	N     int
	Text  string
	Class string
	Mark  string
}

var pageTemplate = template.Must(template.New("cover").Funcs(template.FuncMap{"plural": words.Plural, "codeDid": codeDidOf}).Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Script coverage</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1.5em; color: #222; }
h2 { font-size: 1.1em; margin-top: 2em; }
table.sum { border-collapse: collapse; margin: 0.5em 0 1em; }
table.sum td, table.sum th { padding: 0.1em 0.8em; text-align: left; }
table.sum td.n { text-align: right; font-variant-numeric: tabular-nums; }
table.src { border-collapse: collapse; font-family: ui-monospace, monospace; font-size: 0.9em; }
table.src td { padding: 0 0.5em; white-space: pre; vertical-align: top; }
table.src td.n { color: #888; text-align: right; user-select: none; }
tr.run td.m { color: #1a7f37; }
tr.run td.t { background: #e6f4ea; }
tr.miss td.m { color: #c62828; font-weight: bold; }
tr.miss td.t { background: #fde7e7; }
table.rules tr.miss td { background: #fde7e7; }
table.rules tr.run td.m { color: #1a7f37; }
table.rules tr.miss td.m { color: #c62828; font-weight: bold; }
p.key span { padding: 0 0.4em; }
.run-key { background: #e6f4ea; }
.miss-key { background: #fde7e7; }
</style>
</head>
<body>
<h1>Script coverage</h1>
<p class="key">Each line: <span class="run-key">✓ run</span> <span class="miss-key">✗ not run</span> <span>no mark: not code (no statement starts there)</span></p>
{{- range .Files}}
<h2>{{.File}}: {{.Total.Run}}/{{.Total.Lines}} lines, {{.Total.Percent}}%</h2>
{{- if .Unmeasured}}
<p>Not measured: {{.Unmeasured}}</p>
{{- end}}
{{- with .Rules}}{{$unit := .Unit}}
<table class="sum rules">
<tr><th colspan="3">the rules, in {{plural .Runs .Unit}}</th></tr>
<tr><th colspan="3">per verb</th></tr>
{{- range .Verbs}}
<tr class="{{if .Never}}miss{{else}}run{{end}}"><td class="m">{{if .Never}}✗{{else}}✓{{end}}</td><td>{{.Name}}</td><td>{{if .Never}}never played{{else}}played {{plural .Times "time"}} in {{plural .Runs $unit}}{{end}}</td></tr>
{{- end}}
{{- if .Effects}}
<tr><th colspan="3">per effect</th></tr>
{{- range .Effects}}
<tr class="{{if .Never}}miss{{else}}run{{end}}"><td class="m">{{if .Never}}✗{{else}}✓{{end}}</td><td>{{.Name}}</td><td>{{if .Never}}never fired{{else}}fired {{plural .Times "time"}} in {{plural .Runs $unit}}{{end}}</td></tr>
{{- end}}
{{- end}}
{{- if .Codes}}
<tr><th colspan="3">per rule code</th></tr>
{{- range .Codes}}
<tr class="{{if .Never}}miss{{else}}run{{end}}"><td class="m">{{if .Never}}✗{{else}}✓{{end}}</td><td>{{.Code}}</td><td>{{codeDid . $unit}}</td></tr>
{{- end}}
{{- end}}
</table>
{{- end}}
{{- if or .Verbs .Funcs}}
<table class="sum">
{{- if .Verbs}}
<tr><th colspan="3">per verb{{if .Rules}}: the lines of its functions{{end}}</th></tr>
{{- range .Verbs}}
<tr><td>{{.Name}}</td><td class="n">{{.Run}}/{{.Lines}} lines</td><td class="n">{{.Percent}}%</td></tr>
{{- end}}
{{- end}}
{{- if .Funcs}}
<tr><th colspan="3">per function</th></tr>
{{- range .Funcs}}
<tr><td>{{.Name}}</td><td class="n">{{.Run}}/{{.Lines}} lines</td><td class="n">{{.Percent}}%</td></tr>
{{- end}}
{{- end}}
</table>
{{- end}}
<table class="src">
{{- range .Lines}}
<tr class="{{.Class}}"><td class="n">{{.N}}</td><td class="m">{{.Mark}}</td><td class="t">{{.Text}}</td></tr>
{{- end}}
</table>
{{- end}}
</body>
</html>
`))
