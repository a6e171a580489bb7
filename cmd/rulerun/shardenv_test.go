package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestShardFromEnv checks the shard read from a batch engine's variables:
// a Kubernetes Indexed Job, Slurm job arrays numbered from 0, from 1 and in
// steps, and the values that do not make a shard of a run.
func TestShardFromEnv(t *testing.T) {
	slurm := func(id, lo, hi, count string) map[string]string {
		return map[string]string{envSlurmID: id, envSlurmMin: lo, envSlurmMax: hi, envSlurmCount: count}
	}
	tests := []struct {
		name   string
		env    map[string]string
		shards int
		k, n   int
		from   string // a part of where the shard was read
		err    string // a part of the error
	}{
		{name: "no engine", env: map[string]string{}},
		{name: "kubernetes with --shards", env: map[string]string{envK8sIndex: "0"}, shards: 4, k: 1, n: 4, from: "JOB_COMPLETION_INDEX=0, --shards 4"},
		{name: "kubernetes, last pod", env: map[string]string{envK8sIndex: "3", envShards: "4"}, k: 4, n: 4, from: "RULERUN_SHARDS=4"},
		{name: "kubernetes, both counts agree", env: map[string]string{envK8sIndex: "1", envShards: "4"}, shards: 4, k: 2, n: 4},
		{name: "kubernetes, counts disagree", env: map[string]string{envK8sIndex: "1", envShards: "4"}, shards: 5, err: "--shards 5 and RULERUN_SHARDS=4 disagree"},
		{name: "kubernetes without a count", env: map[string]string{envK8sIndex: "1"}, err: "give --shards N or set RULERUN_SHARDS"},
		{name: "kubernetes index too big", env: map[string]string{envK8sIndex: "4"}, shards: 4, err: "JOB_COMPLETION_INDEX=4 is not an index of 4 shards (0 to 3"},
		{name: "kubernetes index negative", env: map[string]string{envK8sIndex: "-1"}, shards: 4, err: "is not an index of 4 shards"},
		{name: "kubernetes index not a number", env: map[string]string{envK8sIndex: "two"}, shards: 4, err: `JOB_COMPLETION_INDEX="two" is not a whole number`},
		{name: "kubernetes zero shards", env: map[string]string{envK8sIndex: "0", envShards: "0"}, err: "RULERUN_SHARDS=0: 0 shards"},
		{name: "slurm from 0", env: slurm("0", "0", "15", "16"), k: 1, n: 16, from: "SLURM_ARRAY_TASK_ID=0 of 0-15:1"},
		{name: "slurm from 1", env: slurm("16", "1", "16", "16"), k: 16, n: 16},
		{name: "slurm from 5", env: slurm("7", "5", "8", "4"), k: 3, n: 4},
		{name: "slurm in steps", env: slurm("6", "0", "30", "16"), k: 4, n: 16, from: "of 0-30:2"},
		{name: "slurm step agrees", env: merged(slurm("6", "0", "30", "16"), envSlurmStep, "2"), k: 4, n: 16},
		{name: "slurm step disagrees", env: merged(slurm("6", "0", "30", "16"), envSlurmStep, "3"), err: "not evenly spaced by SLURM_ARRAY_TASK_STEP=3"},
		{name: "slurm one task", env: slurm("9", "9", "9", "1"), k: 1, n: 1},
		{name: "slurm with --shards", env: slurm("2", "1", "4", "4"), shards: 4, k: 2, n: 4},
		{name: "slurm, --shards disagrees", env: slurm("2", "1", "4", "4"), shards: 8, err: "--shards 8 and SLURM_ARRAY_TASK_COUNT=4 disagree"},
		{name: "slurm uneven ids", env: slurm("2", "1", "7", "3"), err: "not a task of the array 1-7:3"},
		{name: "slurm ids not evenly spaced", env: slurm("2", "1", "8", "3"), err: "task ids from 1 to 8 are not evenly spaced"},
		{name: "slurm id outside", env: slurm("17", "1", "16", "16"), err: "SLURM_ARRAY_TASK_ID=17 is not a task of the array 1-16:1"},
		{name: "slurm without a count", env: map[string]string{envSlurmID: "3", envSlurmMin: "1", envSlurmMax: "4"}, err: "a Slurm job array: SLURM_ARRAY_TASK_COUNT is not set"},
		{name: "slurm zero tasks", env: slurm("0", "0", "0", "0"), err: "a Slurm job array of 0 tasks"},
		{name: "both engines", env: merged(slurm("1", "1", "2", "2"), envK8sIndex, "0"), err: "both JOB_COMPLETION_INDEX (Kubernetes) and SLURM_ARRAY_TASK_ID (Slurm) are set"},
		{name: "--shards alone", env: map[string]string{}, shards: 3, err: "--shards 3: which shard is this?"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := shardFromEnv(func(k string) (string, bool) { v, ok := tt.env[k]; return v, ok }, tt.shards)
			if tt.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, [2]int{tt.k, tt.n}, [2]int{got.k, got.n})
			assert.Contains(t, got.from, tt.from)
		})
	}
}

// merged is env with one more variable.
func merged(env map[string]string, k, v string) map[string]string {
	out := map[string]string{k: v}
	for k, v := range env {
		out[k] = v
	}
	return out
}
