"""Lean playout kernels, one per game family (bit-mask worlds for the search's playouts)."""
