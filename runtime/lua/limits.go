package lua

// maxStatus is the most bytes of text a script's status may return; the
// other caps on what a script hands to rulerun are the bindings'
// (bind.MaxMoves, bind.MaxPiles, bind.MaxLogLine, bind.MaxLogLines).
const maxStatus = 4 << 10
