// Package banking runs the banking games declared in game.banking: seats
// that each play their own hand against a house, which is no seat and
// plays by a fixed, declared policy, for stakes.
//
// Its parts: the cards' values, a flexible card counting high or low so
// that a hand's best total stays within a limit (values.go); the house,
// a hand dealt one card face up and one face down, revealed and drawn to
// by its policy once every seat has played (house.go); the stakes, each
// seat's chips, the bet it makes before the deal and the payouts settled
// (stakes.go, bet.go); the turn of draw-or-stop, a card drawn, a hand
// stood, a bet doubled for exactly one card more (turn.go); and a seat that
// holds two hands once it splits a pair, each with its bet (hands.go). The round
// (round.go) runs them in order: the bets, the deal, each seat's turn,
// the house, the payouts, then the next round or the end of the match.
//
// Like every mechanic package it sees the game through runtime/rules/mech
// alone: made from mech.Setup, acting on mech.Table, keeping where the
// round stands in a part of its own (part.go).
package banking
