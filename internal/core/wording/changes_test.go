package wording

import "testing"

func TestChanges(t *testing.T) {
	for name, want := range map[string]bool{
		"CreateProjectV2Field": true, "Mutate": true, "ExecContext": true, "DeleteObject": true,
		"Get": false, "ListIssues": false, "Query": false, "Do": false, "": false, "Addr": false,
	} {
		if got := Changes(name); got != want {
			t.Errorf("Changes(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestReads(t *testing.T) {
	for name, want := range map[string]bool{
		"get_sentinel_mock": true, "find_error_pattern_logs": true, "listPods": true,
		"projects_write": false, "create_issue": false, "": false,
	} {
		if got := Reads(name); got != want {
			t.Errorf("Reads(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestGetsClient(t *testing.T) {
	for name, want := range map[string]bool{
		"GetClient": true, "NewClient": true, "GetTfeClientFromContext": true, "GetCurrentDynamicClient": true,
		"getGitHubClient": true, "Client": false, "GetClientID": true, "ListClients": false, "storeClient": false,
	} {
		if got := GetsClient(name); got != want {
			t.Errorf("GetsClient(%q) = %v, want %v", name, got, want)
		}
	}
}
