package rules

import "github.com/rulerun/rulerun/core/notation"

// moveWriter writes the text of a plan's games' moves when they are read
// (core.State.RecordMoveOf): a move is kept as the engine played it, and
// most are never read.
type moveWriter struct{ d *Decl }

// MoveText implements core.MoveWriter.
func (w moveWriter) MoveText(move any) string {
	return w.d.Grammar.Format(move.(*notation.Move), w.d.Deck)
}
