package words

import "strings"

// Nearest returns the known word nearest to w, case ignored, when it is near
// enough to be a likely typo of it; otherwise "". Every front end suggests
// a command, key or name with it.
func Nearest(w string, known []string) string {
	best, bestD := "", len(w)/2+2
	for _, k := range known {
		if d := levenshtein(strings.ToLower(w), strings.ToLower(k)); d < bestD {
			best, bestD = k, d
		}
	}
	return best
}

// levenshtein is the edit distance between a and b.
func levenshtein(a, b string) int {
	prev, cur := make([]int, len(b)+1), make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
