"""The card scene kit: the table view, its card items, and the card pictures."""
