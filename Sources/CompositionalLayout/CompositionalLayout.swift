// CompositionalLayout: the layout description and its solver.
