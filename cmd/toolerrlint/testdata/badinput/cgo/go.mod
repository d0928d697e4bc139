module example.com/cgo

go 1.26.0
