package melding

import (
	"encoding/binary"
	"encoding/json"
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// meldsPart is the melds laid in the shared area of a game of melds (a
// rummy's community), in the order laid, and who has laid one: a
// core.RoundPart. Meld n lies in its own pile, and its entry here says
// which card each wild stands for. Melds is replaced whole, never changed
// in place, like the melds it holds, so that copies of the part share
// them.
type meldsPart struct {
	Melds [][]core.MeldCard `json:"melds,omitempty"`
	// Melded marks the seats that have laid a meld of their own this
	// round, bit i for seat i.
	Melded uint64 `json:"melded,omitempty"`
}

// meldsOf is the part of the melds on the table.
const meldsOf mech.PartKey[meldsPart, *meldsPart] = "melds"

// PartName is the name of the part of a round the melds on the table are
// kept in, in a state and its save.
const PartName = string(meldsOf)

// ReadPart reads the part of the melds on the table from a save.
func ReadPart(data json.RawMessage) (core.Part, error) { return meldsOf.Read(data) }

// EarlierPart is the part of the melds on the table of a game saved
// before the melds were a part of their own: the melds and who has laid
// one (bit i for seat i), as its flow held them.
func EarlierPart(melds [][]core.MeldCard, melded uint64) core.Part {
	return &meldsPart{Melds: melds, Melded: melded}
}

// TableMelds returns the melds laid on the table in st, and who has laid
// one (bit i for seat i): for a binding or a front end to read.
func TableMelds(st *core.State) ([][]core.MeldCard, uint64) {
	m := meldsOf.Of(st)
	return m.Melds, m.Melded
}

// HasMelded reports whether seat has laid a meld of its own this round.
func (m meldsPart) HasMelded(seat int) bool { return m.Melded&(1<<uint(seat)) != 0 }

// AppendKey implements core.Part.
func (m *meldsPart) AppendKey(b []byte) []byte {
	b = binary.AppendUvarint(b, m.Melded)
	b = binary.AppendUvarint(b, uint64(len(m.Melds)))
	for _, meld := range m.Melds {
		b = binary.AppendUvarint(b, uint64(len(meld)))
		for _, c := range meld {
			b = binary.AppendVarint(binary.AppendVarint(b, int64(c.Kind)), int64(c.As))
		}
	}
	return b
}

// Check refuses saved melds that name a card kind the deck lacks
// (core.Part).
func (m *meldsPart) Check(st *core.State) error {
	d := st.Deck()
	for _, meld := range m.Melds {
		for _, c := range meld {
			if c.Kind < 0 || c.Kind >= d.Kinds() || c.As < -1 || c.As >= d.Kinds() {
				return fmt.Errorf("a meld names a card kind out of range")
			}
		}
	}
	return nil
}

// OfRound implements core.RoundPart.
func (*meldsPart) OfRound() {}

// Vacant implements core.Vacant: no meld laid, nobody has laid one.
func (m *meldsPart) Vacant() bool { return len(m.Melds) == 0 && m.Melded == 0 }
