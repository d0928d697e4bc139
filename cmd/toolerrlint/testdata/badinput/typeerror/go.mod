module example.com/typeerror

go 1.26.0
