package wording

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestNameWords(t *testing.T) {
	for name, want := range map[string][]string{
		"GetDataSourceByUID":            {"Get", "Data", "Source", "By", "UID"},
		"ErrNoRows":                     {"Err", "No", "Rows"},
		"is_no_match":                   {"is", "no", "match"},
		"HTTPClient":                    {"HTTP", "Client"},
		"LoadX509KeyPair":               {"Load", "X509", "Key", "Pair"},
		"UpdateUserGroupMembersContext": {"Update", "User", "Group", "Members", "Context"},
		"isNoIdentifierError":           {"is", "No", "Identifier", "Error"},
	} {
		require.Equal(t, want, NameWords(name), name)
	}
}

func TestIdentifies(t *testing.T) {
	for name, want := range map[string]bool{
		"order_id": true, "tracking_number": true, "issueKey": true, "namespace": true, "ID": true,
		"cli_command": true, "promql_query": true, "labelSelector": true,
		"reason": false, "quantity": false, "message": false, "weight_grams": false, "": false,
		"timeout": false, "limit": false, "description": false, "search_query": false, "searchTermFilter": false,
	} {
		if got := Identifies(name); got != want {
			t.Errorf("Identifies(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestLocates(t *testing.T) {
	for name, want := range map[string]bool{
		"namespace": true, "owner": true, "issue_number": true, "filePath": true, "roleUID": true,
		"labelSelector": false, "field_selector": false, "promql_query": false, "output_format": false,
		"parallelism": false, "": false, "new_name": false, "newOwner": false, "new": false,
	} {
		if got := Locates(name); got != want {
			t.Errorf("Locates(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestSingular(t *testing.T) {
	for noun, want := range map[string]string{
		"Runs": "Run", "Workspaces": "Workspace", "Policies": "Policy", "Statuses": "Status",
		"Boxes": "Box", "Aliases": "Alias", "Addresses": "Address",
		// Not plurals: as they are.
		"Status": "Status", "Alias": "Alias", "Address": "Address", "Issue": "Issue",
	} {
		require.Equal(t, want, Singular(noun), noun)
	}
}
