// Runs before each test file imports anything: src/env.ts then points the service at the data tests' database.
import { DATA_TEST_ENV } from './test-env'

Object.assign(process.env, DATA_TEST_ENV)
