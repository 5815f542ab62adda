import os; os.close(0); os.close(1)
