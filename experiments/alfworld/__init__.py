"""ALFWorld for the experiments: the text environment on the real ``alfworld`` package and small authored games."""
