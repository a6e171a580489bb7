package scenario

import "strings"

// keepComments carries the comments written on lines of their own inside
// a recorded block over to the block that replaces it: each goes before
// the line of the same key (its path of keys, as the indentation nests
// them) in the new block, re-indented as that line is; a comment whose
// key is gone, or that ends the block, goes at the new block's end. old
// are the old block's lines after its key's; block is the new block, its
// key's line first, each line ending in a newline. A comment after a value
// on the same line is not kept: the value it spoke of was rewritten.
func keepComments(old []string, block string) string {
	attached := map[string][]string{}
	var pending, order []string
	paths := keyPaths(old)
	for i, l := range old {
		text := strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(text, "#"):
			pending = append(pending, text)
		case text != "" && len(pending) > 0:
			if _, ok := attached[paths[i]]; !ok {
				order = append(order, paths[i])
			}
			attached[paths[i]] = append(attached[paths[i]], pending...)
			pending = nil
		}
	}
	if len(attached) == 0 && len(pending) == 0 {
		return block
	}
	lines := strings.SplitAfter(block, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	newPaths := keyPaths(lines[1:])
	var b strings.Builder
	b.WriteString(lines[0])
	bodyIndent := indentOf(lines[0]) + "  "
	if len(lines) > 1 {
		bodyIndent = indentOf(lines[1])
	}
	for i, l := range lines[1:] {
		if cs, ok := attached[newPaths[i]]; ok {
			for _, c := range cs {
				b.WriteString(indentOf(l) + c + "\n")
			}
			delete(attached, newPaths[i])
		}
		b.WriteString(l)
	}
	for _, p := range order {
		for _, c := range attached[p] {
			b.WriteString(bodyIndent + c + "\n")
		}
	}
	for _, c := range pending {
		b.WriteString(bodyIndent + c + "\n")
	}
	return b.String()
}

// keyPaths gives each line of a YAML block the path of keys that leads to
// it ("hand/1"), as its indentation nests it; "" for a blank line or a
// comment.
func keyPaths(lines []string) []string {
	type level struct {
		indent int
		key    string
	}
	var stack []level
	out := make([]string, len(lines))
	for i, l := range lines {
		text := strings.TrimSpace(l)
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		n := len(indentOf(l))
		for len(stack) > 0 && stack[len(stack)-1].indent >= n {
			stack = stack[:len(stack)-1]
		}
		key, _, _ := strings.Cut(text, ":")
		stack = append(stack, level{n, strings.TrimSpace(key)})
		keys := make([]string, len(stack))
		for j, s := range stack {
			keys[j] = s.key
		}
		out[i] = strings.Join(keys, "/")
	}
	return out
}

// indentOf is the spaces a line starts with.
func indentOf(line string) string {
	return line[:len(line)-len(strings.TrimLeft(line, " "))]
}
