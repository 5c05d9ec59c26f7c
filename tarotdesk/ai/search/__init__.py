"""Determinized search: sampled worlds, ISMCTS, exact endgames, the search player."""
