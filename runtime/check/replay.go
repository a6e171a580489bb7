package check

import (
	"bytes"
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
)

// checkReplay replays the game's moves from its seed, and from the state
// saved midway, on a fresh instance of the rules, and expects the same final
// state.
func (v *worker) checkReplay(g engine.Game, cfg engine.Config, midway []byte) error {
	err := v.replays(g, cfg, midway)
	if err == nil {
		return nil
	}
	if w, ok := v.rules.(engine.OutsideStater); ok {
		if file, line, cause := w.OutsideState(); cause != "" {
			return &finding{key: "replay", err: &engine.ScriptError{File: file, Line: line,
				Msg: fmt.Sprintf("the script keeps game state outside g.vars: %s; keep it in g.vars, which is saved with the game (seen as: %v)", cause, err)}}
		}
	}
	return &finding{key: "replay", err: err}
}

// replays replays the game from its seed, and from the state saved midway.
func (v *worker) replays(g engine.Game, cfg engine.Config, midway []byte) error {
	final, err := g.Save()
	if err != nil {
		return err
	}
	rules, err := v.src.Instance()
	if err != nil {
		return err
	}
	defer rules.Close()
	again, err := rules.NewGame(cfg)
	if err != nil {
		return err
	}
	if err := replay(again, g.State().Moves()); err != nil {
		return fmt.Errorf("replaying the same seed and moves failed: %w", err)
	}
	if b, _ := again.Save(); !bytes.Equal(b, final) {
		return fmt.Errorf("the same seed and moves gave a different game (does the script keep state outside g.vars, or use pairs on a table in an order that varies?)")
	}
	if midway == nil {
		return nil
	}
	restored, err := rules.Restore(midway)
	if err != nil {
		return fmt.Errorf("restoring a saved game failed: %w", err)
	}
	if err := replay(restored, g.State().MovesSince(restored.State().MovesLen())); err != nil {
		return fmt.Errorf("continuing a restored game failed: %w", err)
	}
	if b, _ := restored.Save(); !bytes.Equal(b, final) {
		return fmt.Errorf("a game saved and restored midway continued differently (the script keeps state outside g.vars, for example in a local variable of the file)")
	}
	return nil
}

// replay plays recorded moves in order.
func replay(g engine.Game, moves []core.MoveRecord) error {
	for _, r := range moves {
		m, err := parse(g, r.Move)
		if err == nil {
			err = g.PlayMove(r.Seat, m)
		}
		if err != nil {
			return fmt.Errorf("seat %d %q: %w", r.Seat+1, r.Move, err)
		}
	}
	return nil
}
