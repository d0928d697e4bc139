package trace
