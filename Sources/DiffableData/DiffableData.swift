// DiffableData: snapshots, section snapshots, the diff and batch updates.
