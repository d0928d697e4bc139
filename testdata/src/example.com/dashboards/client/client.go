// Package client is a stand-in for a JSON API's client (perses'
// pkg/client/api/v1), whose methods decode the models of another
// package from the API's answers.
package client

import "example.com/dashboards/model"

type DashboardInterface interface {
	Get(name string) (*model.Dashboard, error)
	List(prefix string) ([]*model.Dashboard, error)
	Snapshot(name string) (*model.Snapshot, error)
}
