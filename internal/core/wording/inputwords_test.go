package wording

import "testing"

func TestInputWord(t *testing.T) {
	for text, want := range map[string]string{
		"missing required parameter: owner":                                          "required",
		"provider hashicorp/aws not found, verify the namespace":                     "not found",
		"organization acme: check if the organization exists":                        "check if",
		"the workspace is locked; double-check the run queue":                        "double check",
		"Please provide a query of at least three words":                             "please provide",
		"failed to get the client - ensure TFE_TOKEN and TFE_ADDRESS are configured": "are configured",
		"no_code_module_id must start with 'nocode-'":                                "must start with",
		"failed to parse tailLines parameter: not an int64":                          "parse",
		"the parameter store is busy":                                                "",
		"resource is not a string":                                                   "not a string",
		"field name in response is not a string":                                     "",
		"the board store is busy":                                                    "",
		"failed to check the status of the deployment":                               "",
		"verifying the signature did not succeed":                                    "",
		"please try again in a minute":                                               "",
		"could not connect; make sure the server accepts connections":                "make sure",
		"invalid response format":                                                    "",
		"chat object missing in response":                                            "",
		"the API returned an invalid token":                                          "",
		"policy denied tool delete_volume on server docker: destructive":             "denied",
		"writes are not permitted in read-only mode":                                 "not permitted",
		"access to the upstream was denied in the response":                          "",
		"Unknown operation: archive":                                                 "unknown operation",
		"an unknown error occurred":                                                  "",
		"tool name collision: a and b both expose tool name x":                       "name collision",
		"update conflict: the object has been modified":                              "",
		"update_project_item requires either item_id, or item_owner + issue_number":  "requires either",
		"provide either 'visible_fields' or 'visible_field_names', not both":         "not both",
		"field \"Status\" was included more than once":                               "more than once",
		`Tool "x" requires MCP protocol version 2025-06-18 or later.`:                "protocol version",
		`Tool "x" requires client support for url elicitation.`:                      "requires client support",
	} {
		if got := InputWord(text); got != want {
			t.Errorf("InputWord(%q) = %q, want %q", text, got, want)
		}
	}
}

func TestEmptyWords(t *testing.T) {
	for text, want := range map[string]string{
		"organization %q has no stacks":          "has no",
		"the selected pods have no logs":         "have no",
		"no boards found with that label":        "no … found",
		"No matching issues were found":          "no … found",
		"no connection to the server":            "",
		"the request has nothing to send":        "",
		"failed to list stacks in org %q":        "",
		"found no reason to retry the upload":    "",
		"pyroscope API returned a empty profile": "returned … empty",
		"the search got empty results":           "got … empty",
		"name is empty":                          "",
		"returned an error: empty token":         "",
	} {
		if got := EmptyWords(text); got != want {
			t.Errorf("EmptyWords(%q) = %q, want %q", text, got, want)
		}
	}
}
