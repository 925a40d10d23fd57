// One worker thread of run.mjs: validates its batch of files and posts the result back.
import {parentPort, workerData} from 'node:worker_threads';
import {validateFiles} from './validate.mjs';

const {buildDir, files} = workerData;
parentPort.postMessage(await validateFiles(buildDir, files));
