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

func TestSendsValues(t *testing.T) {
	for name, want := range map[string]bool{
		"UpdateLabel": true, "Create": true, "Patch": true, "SetTopic": true,
		"Delete": false, "Get": false, "RemoveLabel": false, "": false,
	} {
		if got := SendsValues(name); got != want {
			t.Errorf("SendsValues(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestValued(t *testing.T) {
	for name, want := range map[string]bool{
		"color": true, "schedule": true, "concurrency_policy": true, "replicas": true,
		"description": false, "commit_message": false, "body": false, "title": false, "": false,
		"query": false, "search_filter": false, "q": false,
	} {
		if got := Valued(name); got != want {
			t.Errorf("Valued(%q) = %v, want %v", name, got, want)
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

func TestSearches(t *testing.T) {
	for name, want := range map[string]bool{
		"findServersByEmbedding": true, "SearchIssues": true, "LookupUser": true,
		"Query": false, "GetIssue": false, "": false,
	} {
		if got := Searches(name); got != want {
			t.Errorf("Searches(%q) = %v, want %v", name, got, want)
		}
	}
}
