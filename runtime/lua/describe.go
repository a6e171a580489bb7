package lua

import "github.com/rulerun/rulerun/runtime/engine"

// Describe implements [engine.Describer]: the script's declarations as the
// engine and the front ends see them.
func (s *Script) Describe() *engine.Description { return s.desc }

// description writes what a script declares as an [engine.Description].
func description(in *Info) *engine.Description {
	d := &engine.Description{Name: in.Name, Description: in.Description,
		MinSeats: in.MinSeats, MaxSeats: in.MaxSeats, DefaultSeats: in.DefaultSeats, Verbs: in.Verbs}
	for _, o := range in.Options {
		d.Options = append(d.Options, engine.Option{Name: o.Name, Default: FormatValue(o.Default), Help: o.Help, Choices: o.Choices})
	}
	return d
}
