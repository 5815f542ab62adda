raise ValueError('boom')
